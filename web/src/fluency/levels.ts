// How the fact grid shows a fact's level: a light background (dark text on it reads at well over
// 4.5:1) and the words a screen reader says; numbers in the language shown.
import { type FactCell, type FluencyLevel, formatNumber, formatPercent, type Language, msg } from '@prep/domain';

export const LEVEL_COLORS: Record<FluencyLevel, string> = {
  fluent: '#b2f2bb',
  slow: '#fff3bf',
  learning: '#ffd8a8',
  missed: '#ffc9c9',
};
export const CELL_TEXT_COLOR = '#212529';

export const LEVEL_LABELS: Record<FluencyLevel, string> = {
  fluent: msg('Fluent: right within 3 seconds'),
  slow: msg('Right, but slower than 3 seconds'),
  learning: msg('Learning: right at least half the time'),
  missed: msg('Missed: right less than half the time'),
};

const OPERATOR_SIGNS: Record<FactCell['operator'], string> = { '+': '+', '-': '−', x: '×', '/': '÷' };
export const operatorSign = (operator: FactCell['operator']) => OPERATOR_SIGNS[operator];

/** "12 + 7" */
export const factName = (cell: Pick<FactCell, 'operator' | 'operand_one' | 'operand_two'>) =>
  `${cell.operand_one} ${operatorSign(cell.operator)} ${cell.operand_two}`;

/** Whole percent, as the cell shows it. */
export const percent = (language: Language, fraction: number) => formatPercent(language, fraction);

/** Seconds with one decimal: 1500 → "1.5s" ("1.5 வி." in Tamil); '—' when not timed. */
export const seconds = (language: Language, ms: number | null) =>
  ms === null
    ? '—'
    : formatNumber(language, ms / 1000, {
        style: 'unit',
        unit: 'second',
        unitDisplay: 'narrow',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
