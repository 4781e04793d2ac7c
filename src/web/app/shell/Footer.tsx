import { Trans, useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { ASSOCIATION, SOCIAL_LINKS } from '@web/config/association';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { Link } from 'react-router';
import crestUrl from '../assets/crest.svg';
import flagUrl from '../assets/flag.svg';
import classes from './Footer.module.css';

export function Footer() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const associationName = i18n._(ASSOCIATION.name);
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.groups}>
          <section aria-labelledby="footer-legal">
            <h2 id="footer-legal" className={classes.heading}>
              <Trans>Rechtliches</Trans>
            </h2>
            <ul className={classes.list}>
              <li>
                <Link to={paths.impressum.href(locale)} className={classes.link}>
                  <Trans>Impressum</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.privacy.href(locale)} className={classes.link}>
                  <Trans>Datenschutz</Trans>
                </Link>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={classes.heading}>
              <Trans>Kontakt</Trans>
            </h2>
            <ul className={classes.list}>
              <li>
                <Link to={paths.impressum.href(locale)} className={classes.link}>
                  <Trans>Kontakt</Trans>
                </Link>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={classes.heading}>
              <Trans>Social Media</Trans>
            </h2>
            <ul className={classes.socialList}>
              {SOCIAL_LINKS.map(({ name, url, icon }) => (
                <li key={name}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={classes.socialLink}
                    aria-label={t`${name} (öffnet in neuem Tab)`}
                  >
                    <Icon path={icon} size={22} />
                    <span>{name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className={classes.association}>
          <img src={flagUrl} alt={t`Flagge Deutschlands`} width={48} height={29} />
          <img src={crestUrl} alt={t`Wappen des Verbandes`} width={40} height={48} />
          <p className={classes.associationName}>{associationName}</p>
        </div>
      </Container>
    </footer>
  );
}
