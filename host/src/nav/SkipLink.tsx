import Box from '@mui/material/Box';
import { MAIN_ID } from '../page-main';
import { SHELL_TEXTS } from '../shell-texts';

/**
 * "Skip to content": the first Tab stop of every page (WCAG 2.4.1), hidden until it has focus.
 * It moves focus to <main> (focusable from script only), so the next Tab is the page's first
 * control after the top bar. Without script the plain #main link still scrolls there.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        textDecoration: 'underline',
        boxShadow: 3,
        // Off screen until focused (not display:none, which would take it out of the Tab order).
        '&:not(:focus)': {
          clipPath: 'inset(50%)',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          p: 0,
        },
      }}
    >
      {SHELL_TEXTS.skipToContent}
    </Box>
  );
}
