import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { JOBS } from '../texts';

/** The pages of a list of jobs, under it: nothing when they fit on one page. */
export function ResultPages({
  pages,
  page,
  onPage,
}: {
  pages: number;
  page: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={JOBS.pages}
      sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
    >
      <Pagination
        count={pages}
        page={page}
        onChange={(_e, next) => onPage(next)}
        color="primary"
        siblingCount={0}
      />
    </Box>
  );
}
