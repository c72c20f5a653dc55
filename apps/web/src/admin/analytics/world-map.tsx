import worldSource from 'jsvectormap/dist/maps/world.js?raw';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../../lib/country-names';
import { MAP_SHADES, parseWorldMapShapes, shadeFloors, shadeOf } from './world-map-shapes';

const SHAPES = parseWorldMapShapes(worldSource);
const NO_DATA = 'var(--bs-tertiary-bg)';

function shadeOpacity(shade: number): number {
  return 0.2 + (0.8 * shade) / (MAP_SHADES - 1);
}

function MapLegend({ largest, format }: { largest: number; format: (value: number) => string }) {
  const { t } = useTranslation();
  const swatch = (fill: string, opacity = 1) => (
    <svg width="14" height="14" aria-hidden="true" className="me-1">
      <rect width="14" height="14" fill={fill} fillOpacity={opacity} stroke="var(--bs-border-color)" />
    </svg>
  );
  return (
    <ul className="list-inline small mb-0" aria-label={t('adminAnalytics.geo.legend')}>
      <li className="list-inline-item">
        {swatch(NO_DATA)}
        {t('adminAnalytics.geo.noData')}
      </li>
      {shadeFloors(largest).map((floor, shade) => (
        <li className="list-inline-item" key={shade}>
          {swatch('var(--bs-primary)', shadeOpacity(shade))}
          {t('adminAnalytics.geo.atLeast', { value: format(Math.max(1, floor)) })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The world map of one figure by country (a choropleth); the report's table beside it carries the same figures
 * for screen readers and keyboards. Its coordinates are absolute, so the drawing stays the same in Arabic, like any map.
 */
export default function WorldMap(props: {
  title: string;
  values: ReadonlyMap<string, number>;
  format: (value: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const largest = useMemo(() => Math.max(0, ...props.values.values()), [props.values]);
  return (
    <figure className="mb-3">
      <svg
        viewBox={`0 0 ${String(SHAPES.width)} ${String(SHAPES.height)}`}
        role="img"
        aria-labelledby={titleId}
        className="w-100 h-auto"
        data-testid="world-map"
      >
        <title id={titleId}>{props.title}</title>
        {SHAPES.shapes.map(({ code, path }) => {
          const value = props.values.get(code);
          const shade = shadeOf(value, largest);
          const name = countryName(code, i18n.language);
          return (
            <path
              key={code}
              d={path}
              data-country={code}
              data-shade={shade ?? 'none'}
              fill={shade === null ? NO_DATA : 'var(--bs-primary)'}
              fillOpacity={shade === null ? 1 : shadeOpacity(shade)}
              stroke="var(--bs-border-color)"
              strokeWidth={0.5}
            >
              <title>{value === undefined ? name : `${name}: ${props.format(value)}`}</title>
            </path>
          );
        })}
      </svg>
      <figcaption>
        <MapLegend largest={largest} format={props.format} />
        <p className="small text-body-secondary mb-0">{t('adminAnalytics.geo.mapCredit')}</p>
      </figcaption>
    </figure>
  );
}
