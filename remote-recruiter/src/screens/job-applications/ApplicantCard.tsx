import type { ApplicationLabels } from 'shared-kernel/contract';
import { useState, type HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { formatShortDate, cultureColour, matchColour } from 'shared-kernel/rules';
import {
  isOpenStatus,
  type ApplicationStatus,
  type PipelineApplication,
} from '../../api/applications';
import { ScoreChip } from 'shared-kernel/ui';
import { PIPELINE, STATUS_LABEL } from '../../texts';
import { BOARD, REJECT } from '../../texts-board';
import { INVITE } from '../../texts-booking';
import { movesFrom } from './board-model';
import { CertificateChips } from './CertificateChips';
import { KnockoutChip } from './KnockoutChip';
import { NewStarterChips } from './new-starter/NewStarterChips';

/** An application's tags and note count (GET /api/jobs/:id/application-labels). */
export type CardLabels = Pick<ApplicationLabels['items'][number], 'tags' | 'notes'>;

/** The drag handle's props from dnd-kit (attributes and listeners), on the desktop board only. */
export type DragHandleProps = Omit<HTMLAttributes<HTMLButtonElement>, 'color'> & {
  ref?: (element: HTMLButtonElement | null) => void;
};

/** One applicant on the board: who, scores, tags, and what the recruiter can do next. */
export function ApplicantCard({
  application: a,
  labels,
  checked,
  onToggle,
  onOpen,
  onMove,
  onMessage,
  onInvite,
  dragHandle,
  dragging = false,
}: {
  application: PipelineApplication;
  labels: CardLabels | undefined;
  checked: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onMove: (to: ApplicationStatus) => void;
  onMessage: () => void;
  /** Invite to book an interview or a paid trial shift (issue 32); open applications only. */
  onInvite: () => void;
  dragHandle?: DragHandleProps;
  dragging?: boolean;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const moves = movesFrom(a.status);
  const name = a.candidate.name;
  const menuId = `move-menu-${a.id}`;

  return (
    <Paper
      variant="outlined"
      data-testid="pipeline-card"
      sx={{ p: 1.5, opacity: dragging ? 0.4 : 1, bgcolor: 'background.paper' }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {dragHandle && (
          <IconButton
            size="small"
            aria-label={BOARD.dragHandle(name)}
            {...dragHandle}
            sx={{ cursor: 'grab', touchAction: 'none', mt: -0.25, ml: -0.5 }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component="h3"
            sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[a.candidate.profile.location, PIPELINE.applied(formatShortDate(a.appliedAt))]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        {isOpenStatus(a.status) && (
          <Checkbox
            size="small"
            checked={checked}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': REJECT.select(name) } }}
            sx={{ mt: -0.75, mr: -0.75 }}
          />
        )}
      </Stack>

      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}>
        <ScoreChip
          colour={matchColour(a.skillsMatch)}
          label={PIPELINE.skillsMatch(a.skillsMatch)}
        />
        {a.cultureScore != null ? (
          <ScoreChip
            colour={cultureColour(a.cultureScore)}
            label={PIPELINE.culture(a.cultureScore)}
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {PIPELINE.noCulture}
          </Typography>
        )}
      </Stack>

      <CertificateChips certificates={a.candidate.profile.certificates} />

      {a.openInvitation && isOpenStatus(a.status) && (
        <Stack direction="row" sx={{ mt: 1 }}>
          <Chip
            size="small"
            color="info"
            variant="outlined"
            icon={<EventAvailableIcon />}
            label={INVITE.invited(a.openInvitation.kind)}
          />
        </Stack>
      )}

      {a.newStarter && <NewStarterChips progress={a.newStarter} />}

      {a.knockout && !a.knockout.overridden && (
        <Stack direction="row" sx={{ mt: 1 }}>
          <KnockoutChip knockout={a.knockout} />
        </Stack>
      )}

      {labels && (labels.tags.length > 0 || labels.notes > 0) && (
        <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          {labels.tags.map((tag) => (
            <Chip key={tag} size="small" label={tag} variant="outlined" />
          ))}
          {labels.notes > 0 && (
            <Typography variant="caption" color="text.secondary">
              {BOARD.notesCount(labels.notes)}
            </Typography>
          )}
        </Stack>
      )}

      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}>
        <Button size="small" onClick={onOpen} aria-label={`${PIPELINE.details}: ${name}`}>
          {PIPELINE.details}
        </Button>
        <Button size="small" onClick={onMessage} aria-label={BOARD.messageFor(name)}>
          {BOARD.message}
        </Button>
        {isOpenStatus(a.status) && (
          <Button size="small" onClick={onInvite} aria-label={INVITE.actionFor(name)}>
            {INVITE.action}
          </Button>
        )}
        {moves.length > 0 && (
          <>
            <Button
              size="small"
              variant="outlined"
              aria-label={BOARD.moveMenuFor(name)}
              aria-haspopup="menu"
              aria-controls={menu ? menuId : undefined}
              aria-expanded={menu ? 'true' : undefined}
              onClick={(event) => setMenu(event.currentTarget)}
            >
              {BOARD.moveMenu}
            </Button>
            <Menu id={menuId} anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
              {moves.map((to) => (
                <MenuItem
                  key={to}
                  onClick={() => {
                    setMenu(null);
                    onMove(to);
                  }}
                >
                  {STATUS_LABEL[to]}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </Stack>
    </Paper>
  );
}
