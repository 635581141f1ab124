// shared-kernel/ui: the UI pieces more than one front-end uses, once (issue 17).
export { LoadingState, ErrorState, EmptyState } from './ScreenStates';
export { PageContainer } from './PageContainer';
export { ConfirmDialog } from './ConfirmDialog';
export { QueryView } from './QueryView';
export { ScoreChip } from './chips/ScoreChip';
export { StatusChip } from './chips/StatusChip';
export { SCORE_COLOURS, STATUS_COLOURS } from './chips/chip-colours';
export { TextLink, ButtonLink } from './RouterLink';
export { DidYouMean } from './DidYouMean';
export { Section } from './Section';
export { MeetingLink } from './MeetingLink';
export { visuallyHidden } from './visually-hidden';
export { WeekGrid } from './week/WeekGrid';
export { WEEK_TEXTS, moveInWeek, slotLabel, slotOf, sortSlots } from './week/week';
