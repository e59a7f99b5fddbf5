import { Box, Paper, Typography } from '@mui/material';
import { formatAmount, SETTLEMENT_FIGURES, settlementFigureLabel, type Locale, type SettlementFigures } from '@marketplace/shared-dto';

/** A statement's totals as a grid of figures (two a row on a phone), each an amount with its paise (₹0.00 too); each card's test id is `<testId>-<figure>`. */
export function SettlementTotals({ totals, testId, locale = 'en' }: { totals: SettlementFigures; testId: string; locale?: Locale }) {
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } }}>
      {SETTLEMENT_FIGURES.map((figure) => (
        <Paper key={figure.key} variant="outlined" sx={{ p: 1.5 }} data-testid={`${testId}-${figure.key}`}>
          <Typography variant="caption" color="text.secondary">{settlementFigureLabel(figure, locale)}</Typography>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>{formatAmount(totals[figure.key])}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
