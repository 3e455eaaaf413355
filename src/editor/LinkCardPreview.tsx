import type { JSX } from 'react';
import type { LinkCard } from '../app/DocumentHead';

/**
 * A link to the article as social networks and feed readers show it, from the card its page's
 * head tags describe (DocumentHead's linkCard): cover, site, title, description.
 */
export function LinkCardPreview(props: { card: LinkCard; headingId: string }): JSX.Element {
  const { card } = props;
  const host = card.url ? new URL(card.url).host : card.siteName;
  return (
    <section className="link-card-preview" aria-labelledby={props.headingId}>
      <h3 id={props.headingId}>How a shared link will look</h3>
      <div className={card.large ? 'link-card link-card-large' : 'link-card'}>
        {card.image ? (
          <img
            className="link-card-image"
            src={card.image.url}
            alt={card.image.alt}
            width={card.image.width}
            height={card.image.height}
          />
        ) : null}
        <div className="link-card-text">
          <p className="link-card-site">{host}</p>
          <p className="link-card-title">{card.title}</p>
          <p className="link-card-description">{card.description}</p>
        </div>
      </div>
      {card.image ? null : (
        <p className="muted">Without a cover, a shared link shows no picture.</p>
      )}
    </section>
  );
}
