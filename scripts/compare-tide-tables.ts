/**
 * Compares our offline predictions with published high and low waters found in public pages, and
 * prints the Markdown table recorded in docs/decisions/003-offline-tides.md.
 *
 *   node --import tsx scripts/compare-tide-tables.ts
 *
 * Published heights are above chart datum (CD) where the source gives metres. Ours are above the
 * gauge's lowest astronomical tide (LAT); the figure in brackets adds `latAboveDataZero`, the height
 * of LAT above the zero the gauge's datums were given in (chart datum for the BODC gauges; between
 * -0.22 and +0.25 m at ours), which is the like-for-like figure where that zero is chart datum.
 */
import { tidesForDay } from '../server/src/features/tides/service';
import { tideStations } from '../server/src/features/tides/stations';
import { fromLondon, londonDate } from '@shared/london-time';
import type { TideEntry } from '@shared/tides';

interface Published {
  station: string;
  /** The published instant, with the offset the source used (GMT +00:00 or BST +01:00). */
  at: string;
  type: TideEntry['type'];
  /** Metres above chart datum, when the source gives one. */
  heightCd?: number;
  source: string;
}

const published: Published[] = [
  // Admiralty-style Plymouth table quoted in R. Bown, "Sea kayak navigation", section 2.2 (bookdown.org).
  {
    station: 'devonport',
    at: '2020-06-04T10:31+00:00',
    type: 'low',
    heightCd: 0.9,
    source: 'bown',
  },
  {
    station: 'devonport',
    at: '2020-06-04T16:43+00:00',
    type: 'high',
    heightCd: 5.7,
    source: 'bown',
  },
  // Environment Agency flood warning of 2 Jan 2014 (middevonstar.co.uk): Devonport 2.75 m above
  // Ordnance Datum Newlyn; Devonport CD is 3.22 m below ODN, so 5.97 m above CD. Newlyn: time only.
  {
    station: 'devonport',
    at: '2014-01-03T06:50+00:00',
    type: 'high',
    heightCd: 5.97,
    source: 'ea',
  },
  { station: 'newlyn', at: '2014-01-03T05:42+00:00', type: 'high', source: 'ea' },
  // Western Morning News, 20 Oct 2020: "The first high tide in Plymouth today is at 8.51am".
  { station: 'devonport', at: '2020-10-20T08:51+01:00', type: 'high', source: 'wmn' },
  // Exmouth Coastwatch (NCI): Exmouth Docks reached its LAT, 0.3 m below CD, at 13:53 on 22 Mar 2019.
  { station: 'exmouth', at: '2019-03-22T13:53+00:00', type: 'low', heightCd: -0.3, source: 'nci' },
  // Exmouth Journal flood alert, March 2019: highest forecast tide at Exmouth at 8.15pm on Monday 11th.
  { station: 'exmouth', at: '2019-03-11T20:15+00:00', type: 'high', source: 'journal' },
  // dawlishbeach.com, 6 Apr 2016: "Sunday's high tide is 9.31 am and 4.79 m" (Sunday 10 April).
  {
    station: 'teignmouth',
    at: '2016-04-10T09:31+01:00',
    type: 'high',
    heightCd: 4.79,
    source: 'dawlish',
  },
  // The same EA warning: forecast high water at Dawlish 06:45 on 3 Jan 2014 (nearest gauge: Teignmouth).
  { station: 'teignmouth', at: '2014-01-03T06:45+00:00', type: 'high', source: 'ea' },
  // tidetimes.co.uk news (March 2015 spring tides): Ilfracombe "just after 7am and reach 10.2 metres"
  // on the Sunday (22 March 2015; the source gives no year, the EA names 20-23 March 2015).
  {
    station: 'ilfracombe',
    at: '2015-03-22T07:00+00:00',
    type: 'high',
    heightCd: 10.2,
    source: 'tidetimes',
  },
];

const minutesBetween = (a: number, b: number) => Math.round((a - b) / 60_000);
const signed = (value: number, digits = 0) =>
  `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}`;
const clock = (ms: number) =>
  new Date(ms).toLocaleTimeString('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
  });

console.log(
  '| station | date | tide | published (local) | ours (local) | Δ minutes | published m CD | ours m above LAT (above data zero) | Δ metres | source |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of published) {
  const station = tideStations().get(row.station);
  const at = Date.parse(row.at);
  const date = londonDate(new Date(at));
  const candidates = [-1, 0, 1].flatMap((days) =>
    tidesForDay(station, londonDate(new Date(at + days * 86_400_000))),
  );
  const ours = candidates
    .filter((tide) => tide.type === row.type)
    .map((tide) => ({ tide, time: Date.parse(tide.time) }))
    .sort((a, b) => Math.abs(a.time - at) - Math.abs(b.time - at))[0];
  if (!ours) throw new Error(`no ${row.type} water near ${row.at} at ${row.station}`);
  const lift = station.datums.latAboveDataZero;
  const oursCd = ours.tide.height + lift;
  console.log(
    `| ${station.label} | ${date} | ${row.type} | ${clock(at)} | ${clock(ours.time)} | ${signed(minutesBetween(ours.time, at))} | ` +
      `${row.heightCd?.toFixed(2) ?? '—'} | ${ours.tide.height.toFixed(2)} (${oursCd.toFixed(2)}) | ` +
      `${row.heightCd === undefined ? '—' : signed(oursCd - row.heightCd, 2)} | ${row.source} |`,
  );
}

/**
 * High-water times (Europe/London) from drtonyr/tide on GitHub: a least-squares model of high-water
 * times, not an official table, which says it is within about 6 minutes (Ilfracombe, Bude) or 9
 * minutes (Plymouth) of the BBC's tables (one standard deviation). A week in January and one in
 * June 2024, against our gauge for the place (Bude is served by Port Isaac).
 */
const modelled: { station: string; place: string; highs: Record<string, string[]> }[] = [
  {
    station: 'devonport',
    place: 'Plymouth (Devonport)',
    highs: {
      '2024-01-01': ['08:41', '20:57'],
      '2024-01-02': ['09:14', '21:33'],
      '2024-01-03': ['09:54', '22:17'],
      '2024-01-04': ['10:43', '23:11'],
      '2024-01-05': ['11:42'],
      '2024-01-06': ['00:15', '12:50'],
      '2024-01-07': ['01:25', '14:00'],
      '2024-06-01': ['01:25', '14:00'],
      '2024-06-02': ['02:34', '15:07'],
      '2024-06-03': ['03:38', '16:07'],
      '2024-06-04': ['04:34', '17:01'],
      '2024-06-05': ['05:26', '17:50'],
      '2024-06-06': ['06:15', '18:38'],
      '2024-06-07': ['07:02', '19:24'],
    },
  },
  {
    station: 'ilfracombe',
    place: 'Ilfracombe',
    highs: {
      '2024-01-01': ['09:00', '21:17'],
      '2024-01-02': ['09:36', '21:56'],
      '2024-01-03': ['10:18', '22:42'],
      '2024-01-04': ['11:09', '23:39'],
      '2024-01-05': ['12:10'],
      '2024-01-06': ['00:44', '13:18'],
      '2024-01-07': ['01:52', '14:26'],
      '2024-06-01': ['01:39', '14:15'],
      '2024-06-02': ['02:50', '15:22'],
      '2024-06-03': ['03:53', '16:22'],
      '2024-06-04': ['04:49', '17:14'],
      '2024-06-05': ['05:39', '18:03'],
      '2024-06-06': ['06:27', '18:51'],
      '2024-06-07': ['07:14', '19:37'],
    },
  },
  {
    station: 'port-isaac',
    place: 'Bude',
    highs: {
      '2024-01-01': ['08:37', '20:55'],
      '2024-01-02': ['09:14', '21:35'],
      '2024-01-03': ['09:57', '22:22'],
      '2024-01-04': ['10:50', '23:20'],
      '2024-01-05': ['11:51'],
      '2024-01-06': ['00:24', '12:58'],
      '2024-01-07': ['01:32', '14:05'],
      '2024-06-01': ['01:17', '13:52'],
      '2024-06-02': ['02:26', '14:58'],
      '2024-06-03': ['03:28', '15:57'],
      '2024-06-04': ['04:23', '16:49'],
      '2024-06-05': ['05:14', '17:38'],
      '2024-06-06': ['06:02', '18:25'],
      '2024-06-07': ['06:48', '19:11'],
    },
  },
];

const londonInstant = (date: string, time: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return fromLondon({ year, month, day, minute: hour * 60 + minute }).getTime();
};

console.log(
  '\n| place (model) | our gauge | high waters | mean Δ minutes (ours − model) | SD | largest |',
);
console.log('|---|---|---|---|---|---|');
for (const row of modelled) {
  const station = tideStations().get(row.station);
  const differences = Object.entries(row.highs).flatMap(([date, times]) => {
    const ours = tidesForDay(station, date).filter((tide) => tide.type === 'high');
    return times.map((time) => {
      const at = londonInstant(date, time);
      const nearest = Math.min(...ours.map((tide) => Math.abs(Date.parse(tide.time) - at)));
      const match = ours.find((tide) => Math.abs(Date.parse(tide.time) - at) === nearest)!;
      return minutesBetween(Date.parse(match.time), at);
    });
  });
  const mean = differences.reduce((sum, d) => sum + d, 0) / differences.length;
  const sd = Math.sqrt(
    differences.reduce((sum, d) => sum + (d - mean) ** 2, 0) / differences.length,
  );
  const largest = differences.reduce((worst, d) => (Math.abs(d) > Math.abs(worst) ? d : worst), 0);
  console.log(
    `| ${row.place} | ${station.label} | ${differences.length} | ${signed(mean, 1)} | ${sd.toFixed(1)} | ${signed(largest)} |`,
  );
}
