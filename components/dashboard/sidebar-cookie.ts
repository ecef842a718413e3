/** Cookie that remembers the collapsed sidebar ("1") across reloads; read by the dashboard layout. */
export const SIDEBAR_COOKIE = "gigline_sidebar_collapsed";
