import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  PIPELINE_STATUSES,
  type ApplicationStatus,
  type PipelineApplication,
} from '../../api/applications';
import { STATUS_LABEL } from '../../texts';
import { BOARD } from '../../texts-board';
import type { DragHandleProps } from './ApplicantCard';
import type { Columns } from './board-model';

// The desktop board: one column per status with its count. A card moves by dragging its handle
// (pointer), by the keyboard on the handle (space, left/right arrows to the next column, space
// to drop, escape to cancel) or by its "Move to…" menu. The drop is handed to `onMove`, which
// decides what it means (a status change, or the interview, offer or reject dialog).

const isStatus = (id: UniqueIdentifier | undefined): id is ApplicationStatus =>
  PIPELINE_STATUSES.includes(id as ApplicationStatus);

/** Left and right arrows jump a whole column (dnd-kit's default moves 25 px a press). */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, over, active } = context;
  if (!collisionRect) return undefined;
  const from = isStatus(over?.id)
    ? over.id
    : (active?.data.current as { status?: ApplicationStatus } | undefined)?.status;
  if (!from) return undefined;
  const index = PIPELINE_STATUSES.indexOf(from) + step;
  const target = PIPELINE_STATUSES[index];
  const rect = target ? droppableRects.get(target) : undefined;
  if (!rect) return currentCoordinates;
  const left = rect.left + (rect.width - collisionRect.width) / 2;
  return { x: currentCoordinates.x + (left - collisionRect.left), y: currentCoordinates.y };
};

/** The column under the pointer, else the one the dragged card overlaps most (keyboard). */
const collisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length ? within : rectIntersection(args);
};

function Column({
  status,
  count,
  children,
}: {
  status: ApplicationStatus;
  count: number;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const label = BOARD.column(STATUS_LABEL[status], count);
  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-label={label}
      data-testid={`board-column-${status}`}
      sx={{
        flex: '0 0 248px',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 2,
        p: 1,
        bgcolor: isOver ? 'action.selected' : 'action.hover',
        outline: isOver ? 2 : 0,
        outlineColor: 'primary.main',
        outlineStyle: 'solid',
      }}
    >
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '0.95rem', px: 0.5, mb: 1 }}>
        {label}
      </Typography>
      <Stack spacing={1} sx={{ flex: 1, minHeight: 120 }}>
        {children}
      </Stack>
    </Box>
  );
}

export type DragProps = { handle: DragHandleProps; isDragging: boolean };
export type RenderCard = (application: PipelineApplication, drag: DragProps | null) => ReactNode;

function DraggableCard({
  application,
  renderCard,
}: {
  application: PipelineApplication;
  renderCard: RenderCard;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: application.id,
    data: { status: application.status },
  });
  const handle = { ...attributes, ...listeners, ref: setActivatorNodeRef } as DragHandleProps;
  return <div ref={setNodeRef}>{renderCard(application, { handle, isDragging })}</div>;
}

export function BoardColumns({
  columns,
  renderCard,
  onMove,
}: {
  columns: Columns;
  renderCard: RenderCard;
  onMove: (application: PipelineApplication, to: ApplicationStatus) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const byId = useMemo(
    () => new Map(PIPELINE_STATUSES.flatMap((s) => columns[s]).map((a) => [a.id, a])),
    [columns],
  );
  const nameOf = (id: UniqueIdentifier) => byId.get(String(id))?.candidate.name ?? '';
  const columnOf = (id: UniqueIdentifier | undefined) => (isStatus(id) ? STATUS_LABEL[id] : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => BOARD.pickedUp(nameOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? BOARD.over(nameOf(active.id), columnOf(over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? BOARD.dropped(nameOf(active.id), columnOf(over.id))
        : BOARD.cancelled(nameOf(active.id)),
    onDragCancel: ({ active }) => BOARD.cancelled(nameOf(active.id)),
  };
  const active = activeId ? byId.get(activeId) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements, screenReaderInstructions: { draggable: BOARD.instructions } }}
      onDragStart={({ active: started }: DragStartEvent) => setActiveId(String(started.id))}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={({ active: dropped, over }: DragEndEvent) => {
        setActiveId(null);
        const application = byId.get(String(dropped.id));
        if (application && isStatus(over?.id)) onMove(application, over.id);
      }}
    >
      <Box
        role="group"
        aria-label={BOARD.board}
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'stretch',
          overflowX: 'auto',
          pb: 1.5,
          minHeight: 320,
        }}
      >
        {PIPELINE_STATUSES.map((status) => (
          <Column key={status} status={status} count={columns[status].length}>
            {columns[status].length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
                {BOARD.emptyColumn}
              </Typography>
            ) : (
              columns[status].map((application) => (
                <DraggableCard
                  key={application.id}
                  application={application}
                  renderCard={renderCard}
                />
              ))
            )}
          </Column>
        ))}
      </Box>
      <DragOverlay dropAnimation={null}>
        {active ? (
          <Paper elevation={6} sx={{ p: 1.5, width: 232, cursor: 'grabbing' }}>
            <Typography sx={{ fontWeight: 700 }}>{active.candidate.name}</Typography>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
