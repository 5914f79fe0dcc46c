/**
 * The business card: one entity (a store) read from the first row of the query into the
 * card's slots, each slot a column named by params.businessCard.
 */
import { cardFigures, type ShownFigure } from '../../runtime/core/widgets/card-figures.ts';
import type { DataRow } from '../../runtime/widget-sdk/types.ts';
import type { WidgetParams } from '../../schemas/generated/index.ts';

export type BusinessCardParams = NonNullable<WidgetParams['businessCard']>;

export interface ContactLink {
  text: string;
  href: string;
}

export interface BusinessCardView {
  name: string;
  subtitle: string;
  /** The picture's address as the row has it (the widget checks it against the policy). */
  image: string;
  /** Address lines, empty ones left out. */
  address: string[];
  phone: ContactLink | undefined;
  email: ContactLink | undefined;
  kpis: ShownFigure[];
}

function textOf(row: DataRow, field: string | undefined): string {
  if (!field) return '';
  const value = row[field];
  return value === null || value === undefined ? '' : String(value).trim();
}

/** A tel: link of a phone text (its digits and a leading +), none without digits. */
export function phoneLink(text: string): ContactLink | undefined {
  const digits = text.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? { text, href: `tel:${digits}` } : undefined;
}

/** A mailto: link of an address that looks like one (one @, no spaces), else none. */
export function emailLink(text: string): ContactLink | undefined {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
    ? { text, href: `mailto:${encodeURI(text)}` }
    : undefined;
}

/** The card of `row` (the query's first row). */
export function businessCardOf(
  row: DataRow,
  params: BusinessCardParams,
  locale: string,
): BusinessCardView {
  return {
    name: textOf(row, params.name_field),
    subtitle: textOf(row, params.subtitle_field),
    image: textOf(row, params.image_field),
    address: (params.address_fields ?? [])
      .map((field) => textOf(row, field))
      .filter((line) => line !== ''),
    phone: phoneLink(textOf(row, params.phone_field)),
    email: emailLink(textOf(row, params.email_field)),
    kpis: cardFigures(row, params.kpis, locale),
  };
}
