import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { zIndex } from './z-index';

/** The brand colour #E51C23 sits at shade 6, the shade Mantine uses for filled elements. */
const brandRed: MantineColorsTuple = [
  '#ffe9ea',
  '#ffd1d3',
  '#fca1a4',
  '#f86d72',
  '#f44248',
  '#f1262d',
  '#e51c23',
  '#cb0f17',
  '#b50613',
  '#9e000e',
];

/** Cool grey: a slight blue cast instead of Mantine's neutral grey, used as the dark scheme's surfaces. */
const coolGray: MantineColorsTuple = [
  '#f4f6f9',
  '#e4e8ee',
  '#c7ced9',
  '#a7b1c2',
  '#8c98ad',
  '#7b88a0',
  '#717f99',
  '#5f6d86',
  '#536079',
  '#44526d',
];

/** Shade 2 is the dark scheme's dimmed text: light enough for 4.5:1 (WCAG AA) even on shade 5, the lightest surface. */
const coolDark: MantineColorsTuple = [
  '#c9d1dc',
  '#aab4c3',
  '#929eb1',
  '#5a6578',
  '#3b4452',
  '#2c3440',
  '#222933',
  '#1a2029',
  '#141920',
  '#0e1217',
];

export const theme = createTheme({
  primaryColor: 'teal',
  // Filled buttons and badges take black text where white would fall under 4.5:1: Mantine's luminance threshold
  // (0.179) is exactly where white stops reaching it, and black reaches it above.
  autoContrast: true,
  colors: { brand: brandRed, gray: coolGray, dark: coolDark },
  defaultRadius: 'sm',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Microsoft YaHei", "Noto Sans", sans-serif',
  // Plain objects rather than Component.extend(): extending would pull each overlay's code into the entry chunk.
  components: {
    // Named, so Mantine works out the text colour (autoContrast): a Badge with neither colour nor variant keeps white.
    Badge: { defaultProps: { variant: 'filled' } },
    Drawer: { defaultProps: { zIndex: zIndex.drawer } },
    Modal: { defaultProps: { zIndex: zIndex.modal } },
    Popover: { defaultProps: { zIndex: zIndex.popover } },
    Menu: { defaultProps: { zIndex: zIndex.popover } },
    Tooltip: { defaultProps: { zIndex: zIndex.popover } },
  },
});

/**
 * Placeholders in the dark scheme take the dimmed colour: Mantine's default (shade 3) is under 3:1 on a card, and a
 * placeholder that stands in for a value (a file picker's "Choose a file") must be read.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: { '--mantine-color-placeholder': 'var(--mantine-color-dimmed)' },
});
