import { MONEY_SYMBOL } from '../../runtime/core/format/number-format.ts';

/** d3-format locale: separators and currency of axis labels and tooltips. */
export interface NumberLocale {
  decimal: string;
  thousands: string;
  grouping: number[];
  currency: [string, string];
}

/** d3-time-format locale: month and day names of date axes and tooltips. */
export interface TimeLocale {
  dateTime: string;
  date: string;
  time: string;
  periods: [string, string];
  days: string[];
  shortDays: string[];
  months: string[];
  shortMonths: string[];
}

// Same separators and '$ ' prefix as runtime/core formatValue, so a chart's tooltip and the
// table next to it print a value identically.
const NUMBER: Record<string, NumberLocale> = {
  en: { decimal: '.', thousands: ',', grouping: [3], currency: [MONEY_SYMBOL, ''] },
  es: { decimal: ',', thousands: '.', grouping: [3], currency: [MONEY_SYMBOL, ''] },
  pt: { decimal: ',', thousands: '.', grouping: [3], currency: [MONEY_SYMBOL, ''] },
};

const TIME: Record<string, TimeLocale> = {
  en: {
    dateTime: '%x, %X',
    date: '%-m/%-d/%Y',
    time: '%-I:%M:%S %p',
    periods: ['AM', 'PM'],
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    shortDays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    shortMonths: [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ],
  },
  es: {
    dateTime: '%A, %e de %B de %Y, %X',
    date: '%d/%m/%Y',
    time: '%H:%M:%S',
    periods: ['AM', 'PM'],
    days: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    shortDays: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    shortMonths: [
      'ene',
      'feb',
      'mar',
      'abr',
      'may',
      'jun',
      'jul',
      'ago',
      'sep',
      'oct',
      'nov',
      'dic',
    ],
  },
  pt: {
    dateTime: '%A, %e de %B de %Y. %X',
    date: '%d/%m/%Y',
    time: '%H:%M:%S',
    periods: ['AM', 'PM'],
    days: ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'],
    shortDays: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
    months: [
      'Janeiro',
      'Fevereiro',
      'Março',
      'Abril',
      'Maio',
      'Junho',
      'Julho',
      'Agosto',
      'Setembro',
      'Outubro',
      'Novembro',
      'Dezembro',
    ],
    shortMonths: [
      'Jan',
      'Fev',
      'Mar',
      'Abr',
      'Mai',
      'Jun',
      'Jul',
      'Ago',
      'Set',
      'Out',
      'Nov',
      'Dez',
    ],
  },
};

function language(locale: string): string {
  const code = locale.split(/[-_]/)[0]?.toLowerCase() ?? 'en';
  return code in NUMBER ? code : 'en';
}

/** Number and time locales of a UI language ('en', 'es', 'pt'; others get English). */
export function vegaLocale(locale: string): { number: NumberLocale; time: TimeLocale } {
  const code = language(locale);
  return { number: NUMBER[code] ?? NUMBER.en!, time: TIME[code] ?? TIME.en! };
}
