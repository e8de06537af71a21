// A calendar month grid: month title, weekday header and day numbers, laid out in the grid rect.
import { ptToMm } from '../model/units';
import type { CalendarGrid, CalendarLocale, MonthGrid } from '../model/types';
import type { SceneGroup, SceneNode, SceneText } from './scene';

// Shares of the grid rect's height: title, weekday header, then six week rows.
const TITLE = 0.2;
const HEADER = 0.1;

export function calendarScene(
  grid: CalendarGrid,
  month: MonthGrid,
  words: CalendarLocale,
  key: string,
): SceneGroup {
  const { width, height } = grid.rect;
  const cellWidth = width / 7;
  const titleHeight = height * TITLE;
  const headerHeight = height * HEADER;
  const rowHeight = (height - titleHeight - headerHeight) / 6;
  const text = (
    k: string,
    value: string,
    x: number,
    y: number,
    w: number,
    h: number,
    sizePt: number,
    fill: string,
    align: SceneText['align'] = 'center',
  ): SceneText => ({
    kind: 'text',
    key: k,
    text: value,
    x,
    y,
    width: w,
    height: h,
    fontFamily: grid.font.family,
    fontSize: Math.min(ptToMm(sizePt), h * 0.8),
    lineHeight: 1,
    fill,
    align,
    verticalAlign: 'middle',
  });
  const title = `${words.monthNames[month.month - 1] ?? ''} ${month.year}`;
  const children: SceneNode[] = [
    text('title', title, 0, 0, width, titleHeight, grid.font.size * 1.9, grid.font.color),
  ];
  const headerColour = grid.headerColor ?? grid.font.color;
  for (let column = 0; column < 7; column += 1) {
    const weekday = (month.weekStartsOn + column) % 7;
    const name = words.dayNames[weekday] ?? '';
    children.push(
      text(
        `day-${column}`,
        name,
        column * cellWidth,
        titleHeight,
        cellWidth,
        headerHeight,
        grid.font.size * 0.72,
        weekday === 0 && grid.sundayColor ? grid.sundayColor : headerColour,
      ),
    );
  }
  month.weeks.forEach((week, row) => {
    week.forEach((day, column) => {
      if (day === null) return;
      const weekday = (month.weekStartsOn + column) % 7;
      children.push(
        text(
          `d${day}`,
          String(day),
          column * cellWidth,
          titleHeight + headerHeight + row * rowHeight,
          cellWidth,
          rowHeight,
          grid.font.size,
          weekday === 0 && grid.sundayColor ? grid.sundayColor : grid.font.color,
        ),
      );
    });
  });
  return { kind: 'group', key, x: grid.rect.x, y: grid.rect.y, children };
}
