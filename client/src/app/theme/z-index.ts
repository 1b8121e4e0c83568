/** Overlays start at this level (spec §9), so nothing the page itself stacks can cover them. */
export const OVERLAY_BASE_Z_INDEX = 2000;

export const zIndex = {
  drawer: OVERLAY_BASE_Z_INDEX,
  modal: OVERLAY_BASE_Z_INDEX + 10,
  popover: OVERLAY_BASE_Z_INDEX + 20,
  toast: OVERLAY_BASE_Z_INDEX + 30,
  loadingBar: OVERLAY_BASE_Z_INDEX + 40,
} as const;
