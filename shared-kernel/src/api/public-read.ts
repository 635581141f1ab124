/**
 * The answer of a public read (no sign-in needed: a job and the job search, the directory, a
 * company's pages, an invitation's preview). Those routes never answer 401, so a null could only come from a broken
 * proxy: it fails like any other error, and the screens show their failure state.
 */
export async function publicRead<T>(read: Promise<T | null>): Promise<T> {
  const data = await read;
  if (data === null) throw new Error('No data');
  return data;
}
