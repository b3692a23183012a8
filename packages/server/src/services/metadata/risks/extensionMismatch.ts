import { EXECUTABLE_TYPES } from './executables';
import type { RiskRule } from './types';

/** Extensions that name the same content type as file-type's extension. */
const SAME_TYPE: Record<string, string> = {
  jpeg: 'jpg',
  jpe: 'jpg',
  jfif: 'jpg',
  tiff: 'tif',
  htm: 'html',
  mpeg: 'mpg',
  doc: 'cfb',
  xls: 'cfb',
  ppt: 'cfb',
  msg: 'cfb',
  msi: 'cfb',
  dll: 'exe',
  sys: 'exe',
  scr: 'exe',
  m4a: 'mp4',
  m4v: 'mp4',
  oga: 'ogg',
  ogv: 'ogg',
};

/** A name whose extension contradicts the content tricks people into opening a different kind of file. */
export const extensionMismatch: RiskRule = ({ detectedType, declaredExtension }) => {
  if (!detectedType || declaredExtension === '') return [];
  if ((SAME_TYPE[declaredExtension] ?? declaredExtension) === detectedType.ext) return [];
  return [
    {
      severity: EXECUTABLE_TYPES.has(detectedType.ext) ? 'high' : 'medium',
      finding: `The extension .${declaredExtension} does not match the content, which is ${detectedType.ext} (${detectedType.mime}).`,
      advice: `Treat it as ${detectedType.ext}, not as .${declaredExtension}: ask the sender why, and rename it only once you trust it.`,
    },
  ];
};
