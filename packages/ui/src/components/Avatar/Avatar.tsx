'use client';

import { forwardRef, type ImgHTMLAttributes } from 'react';
import { styled } from '../../theme/styled';

/** Props of Avatar. */
export interface AvatarProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height'> {
  /** The picture's address. */
  src: string;
  /** What the picture shows, e.g. "Profile picture of Wanjiku" (required: a picture of a person is content). */
  alt: string;
  /** Diameter in pixels. @default 96 */
  size?: number;
}

const Round = styled.img`
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

/**
 * A round picture of a person, cropped to fill its circle. Width and height are set on the element, so the page keeps
 * its place while the picture loads.
 */
export const Avatar = forwardRef<HTMLImageElement, AvatarProps>(function Avatar({ size = 96, ...rest }, ref) {
  return <Round ref={ref} width={size} height={size} {...rest} style={{ width: size, height: size, ...rest.style }} />;
});
