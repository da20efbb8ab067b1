import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { htmlLang } from './i18n-provider';

/**
 * The language menu (on the sign-in page and in the app bar). Unlike react-admin's LocalesMenuButton it
 * has a name ("Language"), and each language is announced in its own language.
 */
export function LocaleSwitcher() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = locales.find((l) => l.locale === locale);
  return (
    <>
      <Button
        color="inherit"
        aria-label={translate('app.locale')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        <span lang={htmlLang(locale)}>{current?.name ?? locale}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map((l) => (
          <MenuItem
            key={l.locale}
            lang={htmlLang(l.locale)}
            selected={l.locale === locale}
            onClick={() => {
              setLocale(l.locale);
              setAnchor(null);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
