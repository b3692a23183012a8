import { distinctTags, tagField, tagText } from './tagField';
import type { RiskRule } from './types';

/** A device serial number links every file made with that device to its owner. */
export const deviceSerials: RiskRule = ({ tags }) =>
  distinctTags(tags, (tag) => /SerialNumber$|^CameraID$/.test(tag.name)).map((tag) => ({
    severity: 'medium',
    finding: `Device serial number in ${tagField(tag)}: ${tagText(tag)}.`,
    advice:
      'Strip maker notes and serial numbers before publishing (for example `exiftool -SerialNumber= -MakerNotes:all= FILE`).',
    field: tagField(tag),
  }));
