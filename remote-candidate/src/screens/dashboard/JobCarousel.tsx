import { memo, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import BoltIcon from '@mui/icons-material/Bolt';
import { EmptyState, toast, useToggleSaved } from 'shared-kernel';
import {
  CAROUSEL_AUTO_ADVANCE_MS,
  CAROUSEL_SCROLL_STEP_PX,
  cardReasons,
  carouselDotCount,
  companyName,
  cultureColour,
  formatPayWithTips,
  jobCultureScore,
  jobTitle,
  matchColour,
  nextSlide,
  orMissing,
  personalityScore,
  previousSlide,
} from 'shared-kernel/rules';
import { useLikeJob } from '../../api/jobs';
import {
  useRecommendations,
  type RecommendationMode,
  type RecommendedJob,
  type Recommendations,
} from '../../api/recommendations';
import { ButtonLink, QueryView, TextLink, ScoreChip } from 'shared-kernel/ui';
import { ModeTabs, type ModeTab } from '../../components/ModeTabs';
import { useDeferredData } from '../../components/useDeferredData';
import { useRenderedCount } from '../../components/useRenderedCount';
import { CAROUSEL, EMPLOYMENT_TYPE_LABEL, VENUE_TYPE_LABEL } from '../../texts';

/** A card is 330 px wide with a 20 px gap: one scroll step (350 px) moves one card. */
const CARD_WIDTH = CAROUSEL_SCROLL_STEP_PX - 20;
/** The cards rendered at once when the jobs arrive (as many as a wide screen shows); the rest follow. */
const FIRST_CARDS = 3;

const MODE_TABS: ModeTab<RecommendationMode>[] = [
  { value: 'skills', label: CAROUSEL.skills },
  { value: 'culture', label: CAROUSEL.culture },
];

interface CardView {
  job: RecommendedJob;
  trending: boolean;
  urgent: boolean;
  reasons: string[];
  score: { label: string; colour: ReturnType<typeof matchColour> } | null;
  personality: number | null;
  /** No personality fit before the quiz: the card asks to take it. */
  needsPersonalityQuiz: boolean;
}

function cardsOf(mode: RecommendationMode, data: Recommendations | undefined): CardView[] {
  if (!data) return [];
  const trending = new Set(data.trending ?? []);
  const urgent = new Set(data.urgent ?? []);
  return data.jobs.map((job) => {
    if (mode === 'culture') {
      const score = jobCultureScore(job);
      return {
        job,
        trending: trending.has(job.id),
        urgent: urgent.has(job.id) || Boolean(job.urgent),
        reasons: cardReasons(
          job.cultureReasons?.length ? job.cultureReasons : job.cultureHighlights,
        ),
        score:
          score == null
            ? null
            : { label: CAROUSEL.cultureFit(score), colour: cultureColour(score) },
        personality: null,
        needsPersonalityQuiz: false,
      };
    }
    const score = job.matchScore;
    return {
      job,
      trending: trending.has(job.id),
      urgent: urgent.has(job.id) || Boolean(job.urgent),
      reasons: cardReasons(data.matchingReasons?.[job.id]),
      score: score == null ? null : { label: CAROUSEL.match(score), colour: matchColour(score) },
      personality: personalityScore(data.personalityMatches, job.id),
      needsPersonalityQuiz: Boolean(data.needsPersonalityQuiz),
    };
  });
}

/**
 * The recommended-jobs carousel (spec sections 2, 4 and 9). Memoized: it has no props, so the
 * dashboard's other data arriving does not render it again.
 */
export const JobCarousel = memo(function JobCarousel() {
  const [mode, setMode] = useState<RecommendationMode>('skills');
  const query = useRecommendations(mode);
  // What the cards show: the jobs render in a transition, in slices, not in the blocking render
  // that their arrival starts (some 40 ms on a fast machine); until then the loading state stays.
  // The jobs are kept with their tab, so that a tab's jobs never show under the other one.
  const deferred = useDeferredData(
    useMemo(() => query.data && { mode, data: query.data }, [mode, query.data]),
  );
  const shown = deferred.shown?.mode === mode ? deferred.shown.data : undefined;
  const arriving = query.data !== undefined && shown === undefined;
  const cards = useMemo(() => cardsOf(mode, shown), [mode, shown]);
  const count = cards.length;
  const rendered = useRenderedCount(cards, FIRST_CARDS);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // The API's saved and liked flags, and what this page changed since (marked on success).
  const [savedMarks, setSavedMarks] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [likedMarks, setLikedMarks] = useState<ReadonlySet<string>>(new Set());
  const toggleSaved = useToggleSaved();
  const likeJob = useLikeJob();
  const isSaved = (job: RecommendedJob) => savedMarks.get(job.id) ?? Boolean(job.saved);
  const isLiked = (job: RecommendedJob) => likedMarks.has(job.id) || Boolean(job.liked);
  const track = useRef<HTMLDivElement>(null);

  // A new tab starts at its first card.
  useEffect(() => setIndex(0), [mode]);

  // Auto-advance every 5 s, wrapping around; paused while the pointer or focus is inside.
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => nextSlide(i, count)), CAROUSEL_AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  useEffect(() => {
    track.current?.scrollTo?.({ left: index * CAROUSEL_SCROLL_STEP_PX, behavior: 'smooth' });
  }, [index]);

  /** Saves, or unsaves a saved job. */
  const save = (job: RecommendedJob) => {
    const wasSaved = isSaved(job);
    toggleSaved.mutate(
      { jobId: job.id, saved: wasSaved },
      {
        onSuccess: () => {
          setSavedMarks((marks) => new Map(marks).set(job.id, !wasSaved));
          if (!wasSaved) toast(CAROUSEL.savedToast);
        },
        // Only logged, no user message: the spec's rule for the carousel (section 8).
        onError: (error) => console.error('Saving the job failed', error),
      },
    );
  };

  const like = (jobId: string) =>
    likeJob.mutate(jobId, {
      onSuccess: () => {
        setLikedMarks((s) => new Set(s).add(jobId));
        toast(CAROUSEL.likedToast);
      },
      // Only logged, no user message: the spec's rule for the carousel (section 8).
      onError: (error) => console.error('Liking the job failed', error),
    });

  const dots = carouselDotCount(count);

  return (
    <Box
      component="section"
      aria-labelledby="carousel-title"
      aria-roledescription="carousel"
      sx={{ minWidth: 0 }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="carousel-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {CAROUSEL.title}
        </Typography>
        <TextLink to="/jobs">{CAROUSEL.viewAllJobs}</TextLink>
      </Box>
      <ModeTabs
        value={mode}
        onChange={setMode}
        tabs={MODE_TABS}
        label={CAROUSEL.tabsLabel}
        sx={{ mb: 1 }}
      />

      <QueryView query={query} arriving={arriving} errorTitle={CAROUSEL.failed}>
        {() =>
          mode === 'culture' && shown?.needsAssessment ? (
            <EmptyState
              title={CAROUSEL.cultureNeedsAssessment}
              description={CAROUSEL.cultureNeedsAssessmentBody}
              action={
                <ButtonLink to="/cultural-assessment" variant="contained">
                  {CAROUSEL.takeCultureAssessment}
                </ButtonLink>
              }
            />
          ) : count === 0 ? (
            <EmptyState
              title={CAROUSEL.empty}
              action={
                <ButtonLink to="/profile" variant="outlined">
                  {CAROUSEL.completeProfile}
                </ButtonLink>
              }
            />
          ) : (
            <>
              <Box
                ref={track}
                component="ul"
                data-testid="carousel-track"
                sx={{
                  display: 'flex',
                  gap: '20px',
                  overflowX: 'auto',
                  scrollSnapType: 'x mandatory',
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  pb: 1,
                }}
              >
                {cards.slice(0, rendered).map((card, i) => (
                  <Box
                    component="li"
                    key={card.job.id}
                    aria-roledescription="slide"
                    aria-label={`${i + 1} of ${count}`}
                    sx={{
                      flex: `0 0 ${CARD_WIDTH}px`,
                      maxWidth: CARD_WIDTH,
                      scrollSnapAlign: 'start',
                    }}
                  >
                    <JobCard
                      card={card}
                      saved={isSaved(card.job)}
                      liked={isLiked(card.job)}
                      onSave={() => save(card.job)}
                      onLike={() => like(card.job.id)}
                    />
                  </Box>
                ))}
              </Box>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 1,
                  mt: 1,
                }}
              >
                <IconButton
                  aria-label={CAROUSEL.previous}
                  onClick={() => setIndex((i) => previousSlide(i, count))}
                >
                  <ChevronLeftIcon />
                </IconButton>
                {Array.from({ length: dots }, (_, i) => (
                  <Box
                    key={i}
                    component="button"
                    type="button"
                    aria-label={CAROUSEL.dot(i + 1)}
                    aria-current={index === i ? 'true' : undefined}
                    onClick={() => setIndex(i)}
                    sx={{
                      width: 24,
                      height: 24,
                      p: 0,
                      border: 0,
                      bgcolor: 'transparent',
                      cursor: 'pointer',
                      display: 'grid',
                      placeItems: 'center',
                      '&::after': {
                        content: '""',
                        width: index === i ? 12 : 8,
                        height: index === i ? 12 : 8,
                        borderRadius: '50%',
                        bgcolor: index === i ? 'primary.main' : 'grey.500',
                      },
                    }}
                  />
                ))}
                <IconButton
                  aria-label={CAROUSEL.next}
                  onClick={() => setIndex((i) => nextSlide(i, count))}
                >
                  <ChevronRightIcon />
                </IconButton>
              </Box>
            </>
          )
        }
      </QueryView>
    </Box>
  );
});

function JobCard({
  card,
  saved,
  liked,
  onSave,
  onLike,
}: {
  card: CardView;
  saved: boolean;
  liked: boolean;
  onSave: () => void;
  onLike: () => void;
}) {
  const { job } = card;
  const title = jobTitle(job);
  const venueType = job.venueType ?? job.venue?.venueType;
  return (
    <Card data-testid="recommended-job" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ minHeight: 24, flexWrap: 'wrap' }}>
          {card.trending && (
            <Chip
              size="small"
              color="primary"
              icon={<TrendingUpIcon />}
              label={CAROUSEL.trending}
            />
          )}
          {card.urgent && (
            <Chip size="small" color="secondary" icon={<BoltIcon />} label={CAROUSEL.urgent} />
          )}
        </Stack>
        <Box>
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.25 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{companyName(job)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {orMissing(job.location ?? job.venue?.city)}
            {venueType ? ` · ${VENUE_TYPE_LABEL[venueType] ?? venueType}` : ''}
            {job.employmentType
              ? ` · ${EMPLOYMENT_TYPE_LABEL[job.employmentType] ?? job.employmentType}`
              : ''}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 700 }}>{formatPayWithTips(job, job.tips)}</Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {card.score && <ScoreChip label={card.score.label} colour={card.score.colour} />}
          {card.personality != null ? (
            <ScoreChip
              label={CAROUSEL.personality(card.personality)}
              colour={matchColour(card.personality)}
            />
          ) : (
            card.needsPersonalityQuiz && (
              <Typography variant="body2" component="span" sx={{ alignSelf: 'center' }}>
                <TextLink to="/personality-quiz">{CAROUSEL.takePersonalityQuiz}</TextLink>
              </Typography>
            )
          )}
        </Stack>
        {card.reasons.length > 0 && (
          <Typography component="ul" variant="body2" sx={{ pl: 2.5, m: 0 }}>
            {card.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton
            aria-label={saved ? CAROUSEL.saved : CAROUSEL.save}
            title={saved ? CAROUSEL.unsave : CAROUSEL.save}
            aria-pressed={saved}
            onClick={onSave}
            color="primary"
          >
            {saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
          </IconButton>
          <IconButton
            aria-label={liked ? CAROUSEL.liked : CAROUSEL.like}
            aria-pressed={liked}
            onClick={onLike}
            disabled={liked}
            color="primary"
          >
            {liked ? <ThumbUpIcon /> : <ThumbUpOutlinedIcon />}
          </IconButton>
          <Box sx={{ flexGrow: 1 }} />
          <ButtonLink
            to={`/view-job/${job.id}`}
            size="small"
            aria-label={`${CAROUSEL.details}: ${title}`}
          >
            {CAROUSEL.details}
          </ButtonLink>
          <ButtonLink
            to={`/apply/${job.id}`}
            variant="contained"
            size="small"
            aria-label={`${CAROUSEL.applyNow}: ${title}`}
          >
            {CAROUSEL.applyNow}
          </ButtonLink>
        </Box>
      </CardContent>
    </Card>
  );
}
