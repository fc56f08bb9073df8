import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartArea, ChartFrame } from './chart-frame.js';
import { useNumberFormat } from './chart-format.js';
import { ChartTable } from './chart-table.js';
import { AXIS_STYLE, GRID_COLOUR, SERIES_COLOURS } from './chart-theme.js';
import { ChartTooltip } from './chart-tooltip.js';
import styles from './charts.module.css';

export interface RiskiestUser {
  userId: string;
  /** Shown in place of the id when known. */
  userName?: string | null;
  count: number;
  averageScore: number;
}

export interface RiskiestUsersChartProps {
  /** Most events first. */
  users: readonly RiskiestUser[];
  /** Makes each user's bar, and its row in the table, a control. */
  onSelectUser?: ((userId: string) => void) | undefined;
}

const BAR_ROW_HEIGHT = 32;
const AXIS_HEIGHT = 40;
const USER_TICK_LENGTH = 18;

const shortName = (name: string) =>
  name.length > USER_TICK_LENGTH ? `${name.slice(0, USER_TICK_LENGTH - 1)}…` : name;
const nameOf = (user: RiskiestUser) => user.userName ?? user.userId;

/** The users with the most events, as horizontal bars, with their average risk score. */
export function RiskiestUsersChart({ users, onSelectUser }: RiskiestUsersChartProps) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const title = t('riskCharts.riskiestUsers.title');
  const eventsLabel = t('riskCharts.riskiestUsers.events');
  const scoreLabel = t('riskCharts.averageScore');
  const score = (user: RiskiestUser) => number.format(Math.round(user.averageScore));
  const first = users[0];
  const summary =
    first &&
    t('riskCharts.riskiestUsers.summary', {
      count: users.length,
      userId: nameOf(first),
      events: t('riskCharts.eventCount', { count: first.count }),
    });
  const describe = (user: RiskiestUser) => ({
    title: nameOf(user),
    lines: [
      t('riskCharts.eventCount', { count: user.count }),
      t('riskCharts.valueOf', { name: scoreLabel, value: score(user) }),
    ],
  });
  return (
    <ChartFrame title={title} empty={summary ? undefined : t('riskCharts.riskiestUsers.empty')}>
      <ChartArea height={users.length * BAR_ROW_HEIGHT + AXIS_HEIGHT}>
        <BarChart
          data={users.map((user) => ({ ...user, name: nameOf(user) }))}
          layout="vertical"
          aria-label={summary}
          margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
        >
          <CartesianGrid horizontal={false} stroke={GRID_COLOUR} />
          <XAxis type="number" allowDecimals={false} {...AXIS_STYLE} />
          <YAxis
            type="category"
            dataKey="name"
            width={140}
            {...AXIS_STYLE}
            tickFormatter={shortName}
          />
          <Tooltip content={<ChartTooltip describe={describe} />} />
          <Bar
            dataKey="count"
            name={eventsLabel}
            fill={SERIES_COLOURS.events}
            className={onSelectUser ? styles.selectable : undefined}
            onClick={onSelectUser && ((bar) => onSelectUser((bar.payload as RiskiestUser).userId))}
          />
        </BarChart>
      </ChartArea>
      <ChartTable
        caption={title}
        columns={[t('riskCharts.riskiestUsers.user'), eventsLabel, scoreLabel]}
        interactive={Boolean(onSelectUser)}
        rows={users.map((user) => ({
          key: user.userId,
          header: onSelectUser ? (
            <button
              type="button"
              className={styles.userButton}
              onClick={() => onSelectUser(user.userId)}
            >
              {nameOf(user)}
            </button>
          ) : (
            nameOf(user)
          ),
          cells: [number.format(user.count), score(user)],
        }))}
      />
    </ChartFrame>
  );
}
