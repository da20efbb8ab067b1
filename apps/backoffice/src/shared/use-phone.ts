import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';

/** A phone's width: lists become simple lists and keep two filters on screen (the rest under "Add filter"). */
export function usePhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
