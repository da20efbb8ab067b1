import { t } from '../../../shared/i18n/translate';
import type { DigitBoxesProps } from '../../../shared/ui/form/digit-boxes';
import { DigitBoxes as SharedDigitBoxes } from '../../../shared/ui/form/digit-boxes';

/** The shared digit boxes with the sign-in catalog's name for each box. */
export function DigitBoxes(props: Omit<DigitBoxesProps, 'boxLabel'>) {
  return <SharedDigitBoxes {...props} boxLabel={(n, total) => t('tv.digit', { n, total })} />;
}
