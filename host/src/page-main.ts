/**
 * The id of the page's <main> (shell/ShellFrame.tsx): the skip link's target, and where focus
 * goes after a page change. Below the shell, the nav and the routes, which all name it.
 */
export const MAIN_ID = 'main';
