import { Button, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The five live activities' pages (issue 18). Plain links: the pages and their data load only when opened. */
export const ACTIVITY_LINKS = [
  { to: '/activity/flash-sale', key: 'home.activities.flashSale' },
  { to: '/activity/group-buy', key: 'home.activities.groupBuy' },
  { to: '/activity/bargain', key: 'home.activities.bargain' },
  { to: '/activity/free-order', key: 'home.activities.freeOrder' },
  { to: '/activity/blind-box', key: 'home.activities.blindBox' },
] as const;

/** The home page's activities strip: one button per activity page. */
export function ActivityLinks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-activities-title" data-testid="home-activities">
      <Title order={2} size="h3" mb="sm" id="home-activities-title">
        {t('home.activities.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {ACTIVITY_LINKS.map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            variant="light"
            color="red"
            h="auto"
            mih={36}
            py={6}
            // Long names (ru, es-ES) wrap on a phone instead of being cut off.
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
          >
            {t(link.key)}
          </Button>
        ))}
      </SimpleGrid>
    </section>
  );
}
