import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A part of a form: its title, and what it means under it (translation keys). */
export function Section(props: { title: string; hint?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        {translate(props.title)}
      </Typography>
      {props.hint && (
        <Typography variant="body2" color="text.secondary">
          {translate(props.hint)}
        </Typography>
      )}
    </Box>
  );
}
