import { Box, Paper, Typography } from '@mui/material';
import { formatRupees, SETTLEMENT_FIGURES, type SettlementFigures } from '@marketplace/shared-dto';

/** A statement's totals as a grid of figures (two a row on a phone); each card's test id is `<testId>-<figure>`. */
export function SettlementTotals({ totals, testId }: { totals: SettlementFigures; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } }}>
      {SETTLEMENT_FIGURES.map(({ key, label }) => (
        <Paper key={key} variant="outlined" sx={{ p: 1.5 }} data-testid={`${testId}-${key}`}>
          <Typography variant="caption" color="text.secondary">{label}</Typography>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>{formatRupees(totals[key])}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
