/** Minutes after which an open table is shown in the warning colour (cards and floor plan alike). */
export const LONG_OPEN_MINUTES = 90;
