import { createContext } from 'react';

/**
 * True where moving pictures must stay still whatever the visitor's settings: the page stories,
 * whose screenshots are compared (the home hero shows its poster and never loads its clip).
 */
export const StillPictures = createContext(false);
