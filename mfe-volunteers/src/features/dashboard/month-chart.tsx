import { useElementId } from '@mtdm/shared/ui';
import styled, { useTheme } from 'styled-components';
import { MONTHS, dashboardTexts as t } from './dashboard-texts';

/** A series of twelve monthly figures, with its name and how its bars are drawn. */
export interface MonthSeries {
  readonly name: string;
  readonly values: readonly number[];
  readonly tone: 'navy' | 'red';
}

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space.md} 0;

  svg {
    display: block;
    width: 100%;
    max-width: 36rem;
    height: auto;
  }
  figcaption {
    font-weight: 700;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xs} 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.span<{ $tone: MonthSeries['tone'] }>`
  display: inline-block;
  width: 0.9em;
  height: 0.9em;
  margin-right: ${({ theme }) => theme.space.xs};
  vertical-align: middle;
  background: ${({ theme, $tone }) => ($tone === 'navy' ? theme.colors.navy : theme.colors.redDark)};
`;

const WIDTH = 360;
const HEIGHT = 140;
const AXIS = 16;

/**
 * Monthly figures as bars, one group per month (plain SVG: no chart library reaches the space's
 * bundle). The figure is named by its caption; the same figures are a table under « Voir les
 * chiffres », for whoever does not see the bars.
 */
export function MonthChart({
  caption,
  series,
  format = String,
}: {
  readonly caption: string;
  readonly series: readonly MonthSeries[];
  readonly format?: (value: number) => string;
}) {
  const captionId = useElementId();
  const { colors } = useTheme();
  const highest = Math.max(1, ...series.flatMap(({ values }) => values));
  const slot = WIDTH / 12;
  const bar = (slot - 4) / series.length;
  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{caption}</figcaption>
      {series.length > 1 && (
        <Legend>
          {series.map((each) => (
            <li key={each.name}>
              <Swatch $tone={each.tone} aria-hidden="true" />
              {each.name}
            </li>
          ))}
        </Legend>
      )}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} aria-hidden="true" focusable="false">
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" strokeWidth="1" />
        {MONTHS.map((month, index) => (
          <g key={month}>
            {series.map((each, rank) => {
              const height = (each.values[index]! / highest) * (HEIGHT - 4);
              return (
                <rect
                  key={each.name}
                  x={index * slot + 2 + rank * bar}
                  y={HEIGHT - height}
                  width={bar - 1}
                  height={height}
                  fill={each.tone === 'navy' ? colors.navy : colors.redDark}
                />
              );
            })}
            <text
              x={index * slot + slot / 2}
              y={HEIGHT + 12}
              textAnchor="middle"
              fontSize="9"
              fill="currentColor"
            >
              {month}
            </text>
          </g>
        ))}
      </svg>
      <details>
        <summary>{t.figures}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t.month}</th>
              {series.map((each) => (
                <th key={each.name} scope="col">
                  {each.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {MONTHS.map((month, index) => (
              <tr key={month}>
                <th scope="row">{month}</th>
                {series.map((each) => (
                  <td key={each.name}>{format(each.values[index]!)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Figure>
  );
}
