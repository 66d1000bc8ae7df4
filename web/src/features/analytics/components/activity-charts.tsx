import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS_TEXTS, type Analytics } from '@frontdesk/contracts/analytics';

// The brand's indigo and a slate that reads next to it; both pass contrast on white.
const COLORS = { users: '#4F46E5', messages: '#0EA5E9', mobile: '#4F46E5', desktop: '#64748B' } as const;

const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Sessions and visitor messages per day; the figures are also in the page's text for screen readers. */
export function DailyActivityChart({ days }: { days: Analytics['dailyStats'] }) {
  return (
    <div className="h-64 w-full min-w-0" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={days.map((day) => ({ ...day, label: shortDate(day.date) }))}
          margin={{ left: -16, right: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="users" name="Sessions" fill={COLORS.users} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="messages" name="Messages" fill={COLORS.messages} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function DeviceChart({ devices }: { devices: Analytics['deviceBreakdown'] }) {
  const data = [
    { name: 'Mobile', value: devices.mobile, color: COLORS.mobile },
    { name: 'Desktop', value: devices.desktop, color: COLORS.desktop },
  ];
  // A pie of nothing draws nothing: the card would be an empty box.
  if (devices.mobile + devices.desktop === 0) {
    return (
      <p className="flex h-48 items-center justify-center rounded-md bg-slate-50 text-sm text-slate-600">
        {ANALYTICS_TEXTS.noDeviceSessions}
      </p>
    );
  }
  return (
    <div className="h-48 w-full min-w-0" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            innerRadius="55%"
            outerRadius="85%"
            isAnimationActive={false}
            rootTabIndex={-1}
          >
            {data.map((slice) => (
              <Cell key={slice.name} fill={slice.color} />
            ))}
          </Pie>
          <Tooltip />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
