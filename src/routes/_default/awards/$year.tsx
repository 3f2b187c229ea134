// /awards/{year}: one year of the Grow Awards; a segment that is not a year is the 404 page.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { AwardScreen } from '@/features/awards/AwardScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/awards/$year')({
  params: {
    parse: ({ year }: { year: string }) => {
      if (!/^2\d{3}$/.test(year)) throw notFound();
      return { year };
    },
    stringify: ({ year }: { year: string }) => ({ year }),
  },
  loader: loadScreenStrings,
  component: AwardYearRoute,
});

function AwardYearRoute() {
  const { year } = Route.useParams();
  return <AwardScreen key={year} link={year} />;
}
