import { Section } from '@adlens/shared-ui';
import { BarChart } from '@adlens/shared-ui/charts';
import type { CountItem } from '@adlens/shared-contracts';
import { countBars } from '../lib/chart-data';
import { countryName } from '../lib/country-name';

interface AdMixSectionsProps {
  countries: CountItem[];
  ctas: CountItem[];
  /** Section titles of a ranked excerpt ("Top countries") rather than the whole mix. */
  ranked?: boolean;
}

/** How a set of ads splits by country and by call to action, as two bar-chart sections. */
export function AdMixSections({ countries, ctas, ranked = false }: AdMixSectionsProps) {
  return (
    <>
      <Section title={ranked ? 'Top calls to action' : 'Calls to action'}>
        <BarChart
          title="Ads per call to action"
          hideTitle
          data={countBars(ctas)}
          categoryLabel="Call to action"
          valueLabel="Ads"
        />
      </Section>
      <Section title={ranked ? 'Top countries' : 'Countries'}>
        <BarChart
          title="Ads per country"
          hideTitle
          data={countBars(countries, countryName)}
          categoryLabel="Country"
          valueLabel="Ads"
        />
      </Section>
    </>
  );
}
