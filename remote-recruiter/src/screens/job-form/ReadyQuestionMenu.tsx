import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import { SCREENING_LIBRARY, type ReadyQuestion } from 'shared-kernel/rules';
import { SCREENING } from '../../texts-workflows';
import { canAddReady, type ScreeningValues } from './screening-form';

/**
 * "Add a ready question": the library's questions (question and the roles it suits); one already
 * on the job, or any once the job asks the most, is disabled.
 */
export function ReadyQuestionMenu({
  questions,
  onAdd,
}: {
  questions: ScreeningValues[];
  onAdd: (ready: ReadyQuestion) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = 'ready-questions-menu';
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LibraryAddIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {SCREENING.addReady}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': SCREENING.readyMenu } }}
      >
        {SCREENING_LIBRARY.map((ready) => (
          <MenuItem
            key={ready.key}
            disabled={!canAddReady(questions, ready)}
            onClick={() => {
              setAnchor(null);
              onAdd(ready);
            }}
          >
            <ListItemText
              primary={ready.question.question}
              secondary={SCREENING.readySuits(ready.suits)}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
