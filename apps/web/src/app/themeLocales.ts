import { zhHK } from '@mui/material/locale';
import { zhHK as gridZhHK } from '@mui/x-data-grid/locales';

/** MUI's own words in Traditional Chinese (its core and data grid zhHK locales): a chunk of its own, loaded in Chinese only. */
export const muiLocalesZhHK: object[] = [zhHK, gridZhHK];
