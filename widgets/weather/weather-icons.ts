import {
  IconCloud,
  IconCloudFog,
  IconCloudRain,
  IconCloudStorm,
  IconQuestionMark,
  IconCloudSnow,
  IconSun,
  IconSunLow,
  type Icon,
} from '@tabler/icons-react';
import type { WeatherCondition } from './weather-model.ts';

/**
 * The icon and colour of each condition (the colour is the icon's, the text stays neutral).
 * Tabler has no sun-behind-cloud: partly cloudy is the dimmed sun, its label says the rest.
 */
export const CONDITION_ICONS: Readonly<Record<WeatherCondition, { icon: Icon; color: string }>> = {
  sunny: { icon: IconSun, color: 'orange' },
  partly_cloudy: { icon: IconSunLow, color: 'yellow' },
  cloudy: { icon: IconCloud, color: 'gray' },
  rain: { icon: IconCloudRain, color: 'blue' },
  storm: { icon: IconCloudStorm, color: 'indigo' },
  snow: { icon: IconCloudSnow, color: 'cyan' },
  fog: { icon: IconCloudFog, color: 'gray' },
  unknown: { icon: IconQuestionMark, color: 'gray' },
};

export function conditionIcon(condition: WeatherCondition) {
  return CONDITION_ICONS[condition];
}
