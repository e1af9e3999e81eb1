/** Request header in which the proxy passes the path (and query) the browser asked for. */
export const PATHNAME_HEADER = "x-pathname";
