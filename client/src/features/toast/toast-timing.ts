export const TOAST_AUTO_CLOSE_MS = 3000;
