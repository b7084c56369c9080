// i18n-exempt-file: SVG path data and the wire names of the spec's dietary tags; every label comes from the catalogue.
import { useTranslation } from 'react-i18next';
import { normalise } from '@/machines/rules/format';
import type { ContentLookup } from './product-parts';

/**
 * ordering.md §3 "Dietary tags (each with an icon)": the spec's tag names (as `normalise` reads them, so
 * 'lácteos', 'Sin TACC' and 'dioxidoDeAzufre' match) → the catalogue key of their label (`dietary.*`) and their icon.
 */
type DietaryLabel =
  | 'dietary.sinGluten'
  | 'dietary.sinTacc'
  | 'dietary.vegetariano'
  | 'dietary.deslactosado'
  | 'dietary.vegano'
  | 'dietary.keto'
  | 'dietary.gluten'
  | 'dietary.lacteos'
  | 'dietary.pescado'
  | 'dietary.huevo'
  | 'dietary.crustaceos'
  | 'dietary.frutosSecos'
  | 'dietary.soja'
  | 'dietary.dioxidoDeAzufre'
  | 'dietary.mani';

const MARKS: Record<string, { label: DietaryLabel; icon: IconName }> = {
  'sin gluten': { label: 'dietary.sinGluten', icon: 'noWheat' },
  'sin tacc': { label: 'dietary.sinTacc', icon: 'noWheat' },
  vegetariano: { label: 'dietary.vegetariano', icon: 'leaf' },
  deslactosado: { label: 'dietary.deslactosado', icon: 'noMilk' },
  vegano: { label: 'dietary.vegano', icon: 'leaf' },
  keto: { label: 'dietary.keto', icon: 'flame' },
  gluten: { label: 'dietary.gluten', icon: 'wheat' },
  lacteos: { label: 'dietary.lacteos', icon: 'milk' },
  pescado: { label: 'dietary.pescado', icon: 'fish' },
  huevo: { label: 'dietary.huevo', icon: 'egg' },
  crustaceos: { label: 'dietary.crustaceos', icon: 'shrimp' },
  'frutos secos': { label: 'dietary.frutosSecos', icon: 'nut' },
  soja: { label: 'dietary.soja', icon: 'bean' },
  dioxidodeazufre: { label: 'dietary.dioxidoDeAzufre', icon: 'flask' },
  'dioxido de azufre': { label: 'dietary.dioxidoDeAzufre', icon: 'flask' },
  mani: { label: 'dietary.mani', icon: 'nut' },
};

type IconName =
  | 'leaf'
  | 'wheat'
  | 'noWheat'
  | 'milk'
  | 'noMilk'
  | 'flame'
  | 'fish'
  | 'egg'
  | 'shrimp'
  | 'nut'
  | 'bean'
  | 'flask'
  | 'tag';

const WHEAT =
  'M12 21V9M12 9c-2.5-.5-4-2.5-4-5 2.5.5 4 2.5 4 5zm0 0c2.5-.5 4-2.5 4-5-2.5.5-4 2.5-4 5zm0 5c-2.5-.5-4-2.5-4-5 2.5.5 4 2.5 4 5zm0 0c2.5-.5 4-2.5 4-5-2.5.5-4 2.5-4 5z';
const MILK = 'M9 3h6M10 3v3L8 9v12h8V9l-2-3V3M8 13h8';
const SLASH = 'M4 4l16 16';
const PATHS: Record<IconName, string[]> = {
  leaf: ['M5 19C5 11 11 5 19 5c0 8-6 14-14 14z', 'M5 19l8-8'],
  wheat: [WHEAT],
  noWheat: [WHEAT, SLASH],
  milk: [MILK],
  noMilk: [MILK, SLASH],
  flame: ['M12 3c1 4 5 6 5 11a5 5 0 0 1-10 0c0-3 2-4 2-7 1.5 1 2.5 2.5 3 4 .5-3-.5-5 0-8z'],
  fish: ['M3 12c3-4 8-5 12-3l5-3v12l-5-3c-4 2-9 1-12-3z', 'M8 11.5h.01'],
  egg: ['M12 3c-3.5 0-6 6-6 10a6 6 0 0 0 12 0c0-4-2.5-10-6-10z'],
  shrimp: ['M7 5h6a6 6 0 0 1 0 12H9a3 3 0 0 1 0-6h4', 'M7 17l-3 3M13 5l2-2'],
  nut: [
    'M12 3c-3 0-5 2.5-5 5 0 2 1.5 3 1.5 4S7 14 7 16c0 3 2.5 5 5 5s5-2 5-5c0-2-1.5-3-1.5-4S17 10 17 8c0-2.5-2-5-5-5z',
  ],
  bean: ['M8 4c4.5-1.5 11 2.5 10 9-.8 5-5.5 7.5-9 5.5S4 12 6 9c1-1.5.5-4 2-5z', 'M10 9c2 0 3.5 2 3 4.5'],
  flask: ['M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.7 3h10.6a2 2 0 0 0 1.7-3l-5-9V3', 'M7.5 15h9'],
  tag: ['M3 12V3h9l9 9-9 9z', 'M7.5 7.5h.01'],
};

function MarkIcon({ name }: { name: IconName }) {
  return (
    <svg
      className="dietary-mark__icon"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export interface DietaryMarksProps {
  /** The product's 'ref' tags or 'alergenos', as the catalogue has them. */
  names: readonly string[];
  /** The list's accessible name ('Características', 'Alérgenos'). */
  label: string;
  className: string;
  content: ContentLookup;
}

/**
 * The product overlay's tags ('ref' values with icons) and allergen icons ('alergenos') (ordering.md §2 "Product
 * overlay"): each an icon with its label in the diner's language, never the wire name ('dioxidoDeAzufre'). A name
 * the spec does not list keeps the catalogue's text (translated as content) beside a plain tag icon.
 */
export function DietaryMarks({ names, label, className, content }: DietaryMarksProps) {
  const { t } = useTranslation();
  if (names.length === 0) return null;
  return (
    <ul className={`dietary-marks ${className}`} aria-label={label}>
      {names.map((name) => {
        const mark = MARKS[normalise(name)];
        return (
          <li key={name} className="dietary-mark">
            <MarkIcon name={mark?.icon ?? 'tag'} />
            <span className="dietary-mark__label">{mark ? t(mark.label) : content(name)}</span>
          </li>
        );
      })}
    </ul>
  );
}
