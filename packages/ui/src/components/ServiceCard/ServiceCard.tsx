'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from '../../theme/styled';
import { Card } from '../Card';

/** Props of ServiceCard. */
export interface ServiceCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Service name. */
  title: string;
  /** What the service does. */
  description: string;
  /** Illustration; `alt` may be '' when purely decorative. */
  image: { src: string; alt: string };
  /** Short keywords shown as pills. @default [] */
  tags?: string[];
}

const Image = styled.img`
  width: calc(100% + 2 * ${({ theme }) => theme.space.md});
  margin: calc(-1 * ${({ theme }) => theme.space.md}) calc(-1 * ${({ theme }) => theme.space.md}) 0;
  aspect-ratio: 16 / 9;
  object-fit: cover;
`;

const Title = styled.h3`
  margin: 0;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 2px ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.primary};
    font-size: 0.8rem;
  }
`;

/** A service of the home page: image, title, description and tags. */
export const ServiceCard = forwardRef<HTMLElement, ServiceCardProps>(function ServiceCard(
  { title, description, image, tags = [], ...rest }: ServiceCardProps,
  ref,
) {
  return (
    <Card ref={ref} {...rest} as="article">
      <Image src={image.src} alt={image.alt} loading="lazy" />
      <Title>{title}</Title>
      <Description>{description}</Description>
      {tags.length > 0 && (
        <Tags aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </Tags>
      )}
    </Card>
  );
});
