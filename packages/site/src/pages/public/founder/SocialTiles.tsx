import styled from 'styled-components';
import type { FounderSocialLink } from '../../../content/founder';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
  a {
    display: block;
    padding: ${({ theme }) => theme.space.sm};
    text-align: center;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
    text-decoration: none;
  }
`;

/** Props of {@link SocialTiles}. */
export interface SocialTilesProps {
  /** The links, each a tile. */
  links: FounderSocialLink[];
}

/** A grid of social links; web links open in a new tab. */
export function SocialTiles({ links }: SocialTilesProps) {
  return (
    <Tiles>
      {links.map((link) => (
        <li key={link.label}>
          {link.href.startsWith('http') ? (
            <a href={link.href} target="_blank" rel="noreferrer">
              {link.label}
            </a>
          ) : (
            <a href={link.href}>{link.label}</a>
          )}
        </li>
      ))}
    </Tiles>
  );
}
