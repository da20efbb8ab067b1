import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { permilleAsPercent } from '../shared/permille';
import { formatMoney } from '../shared/money';
import { useLang } from '../shared/use-lang';
import { statementRows } from './statement-lines';
import type { StatementRow } from './statement-lines';

const NUMBERS = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function figureText(figure: StatementRow['figure'], lang: string): string {
  if (!figure) return '';
  if (figure.kind === 'count') return new Intl.NumberFormat(lang).format(figure.value);
  return permilleAsPercent(figure.value, lang) ?? '';
}

/** How the commission was reached, line by line, as the agent reads it: each figure and amount. */
export function StatementLinesTable() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLang();
  if (!record) return null;
  const rows = statementRows(record.lines);
  return (
    <Card variant="outlined" component="section" aria-label={translate('app.agents.statement.lines')}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
          {translate('app.agents.statement.lines')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.agents.statement.line')}</TableCell>
              <TableCell align="right">{translate('app.agents.statement.figure')}</TableCell>
              <TableCell align="right">{translate('app.agents.statement.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} sx={row.total ? { '& td': { fontWeight: 600 } } : undefined}>
                <TableCell>{translate(`app.agents.line.${row.key}`, { _: row.key })}</TableCell>
                <TableCell align="right" sx={NUMBERS}>
                  {figureText(row.figure, lang)}
                </TableCell>
                <TableCell align="right" sx={NUMBERS}>
                  {row.amount === undefined ? '' : formatMoney(row.amount, record.currency, lang)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
