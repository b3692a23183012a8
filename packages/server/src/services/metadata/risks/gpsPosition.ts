import { tagField, tagText } from './tagField';
import type { RiskRule } from './types';

const GPS_TAG = /^GPS(Position|Latitude|Longitude)$/;

/** A GPS position tells where the file was made (often someone's home). */
export const gpsPosition: RiskRule = ({ tags }) => {
  const found = tags.filter((tag) => GPS_TAG.test(tag.name));
  const best = found.find((tag) => tag.name === 'GPSPosition') ?? found[0];
  if (!best) return [];
  return [
    {
      severity: 'high',
      finding: `GPS position found: ${tagText(best)}.`,
      advice:
        'Remove location tags before sharing (for example `exiftool -gps:all= FILE`) and turn off location tagging in the camera.',
      field: tagField(best),
    },
  ];
};
