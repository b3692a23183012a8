'use client';

import { styled } from '../../theme/styled';

/** Props of {@link RoundLogo}. */
export interface RoundLogoProps {
  /** Image URL; without it the initials of `name` are drawn. @default undefined */
  src?: string;
  /** Company name, the image's alternative text. */
  name: string;
  /** Diameter in px before scaling. @default 100 */
  size?: number;
  /** Scale factor applied to the drawn logo. @default 0.8 */
  scale?: number;
}

const Circle = styled.span`
  display: inline-grid;
  place-items: center;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 800;
  font-size: 1.6rem;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The company logo in a circle (SPEC: size 100, scale 0.8). */
export function RoundLogo({ src, name, size = 100, scale = 0.8 }: RoundLogoProps) {
  const drawn = size * scale;
  return (
    <Circle style={{ width: drawn, height: drawn }} data-size={size} data-scale={scale}>
      {src ? <img src={src} alt={`${name} logo`} /> : <span aria-hidden="true">{name.slice(0, 3)}</span>}
    </Circle>
  );
}
