/** Layout constants of spec section 9. */
export const DRAWER_WIDTH = 180;
export const TOOLBAR_HEIGHT = 48;
export const DIALOG_WIDTH = 500;
export const MODULE_DIALOG_WIDTH = 1200;
