import { createTheme, type MantineColorsTuple } from '@mantine/core';
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

const coolDark: MantineColorsTuple = [
  '#c9d1dc',
  '#aab4c3',
  '#7d899c',
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
  colors: { brand: brandRed, gray: coolGray, dark: coolDark },
  defaultRadius: 'sm',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Microsoft YaHei", "Noto Sans", sans-serif',
  // Plain objects rather than Component.extend(): extending would pull each overlay's code into the entry chunk.
  components: {
    Drawer: { defaultProps: { zIndex: zIndex.drawer } },
    Modal: { defaultProps: { zIndex: zIndex.modal } },
    Popover: { defaultProps: { zIndex: zIndex.popover } },
    Menu: { defaultProps: { zIndex: zIndex.popover } },
    Tooltip: { defaultProps: { zIndex: zIndex.popover } },
  },
});
