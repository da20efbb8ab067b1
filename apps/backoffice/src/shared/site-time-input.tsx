import { TextInput, useTranslate } from 'react-admin';
import type { TextInputProps } from 'react-admin';
import { useSiteZone } from './use-site-zone';
import { isoToLocalInput, localInputToIso, zoneLabel } from './zoned-time';

type Props = Omit<TextInputProps, 'type' | 'format' | 'parse' | 'helperText'> & {
  /** A translation key said before the zone ("Leave empty to send now."). */
  hint?: string;
};

/** A date-time entered on the form's site's clock (the helper text names the zone), sent as ISO with its offset. */
export function SiteTimeInput({ hint, ...props }: Props) {
  const translate = useTranslate();
  const siteZone = useSiteZone();
  const zone = translate('app.site_time', { zone: zoneLabel(siteZone) });
  return (
    <TextInput
      type="datetime-local"
      format={(value: unknown) => isoToLocalInput(value, siteZone)}
      parse={(value: string) => localInputToIso(value, siteZone)}
      helperText={hint ? `${translate(hint)} ${zone}` : zone}
      slotProps={{ inputLabel: { shrink: true } }}
      {...props}
    />
  );
}
