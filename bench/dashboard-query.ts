// The finance dashboard as the back office asks for it: bench:reports times it, bench:scale loads it.
export const DASHBOARD = `query Dashboard($venueIds: [ID!], $from: String!, $to: String!) {
  financeDashboard(venueIds: $venueIds, from: $from, to: $to) {
    totals { salesAmount salesCount salesAverage tipsAmount tipsCount refundAmount }
    previous { salesAmount salesCount }
    changes { salesAmount salesCount }
    byHour { key metrics { salesAmount salesCount } }
    byDay { key metrics { salesAmount salesCount } }
    channels { key metrics { salesAmount salesCount } }
    paymentMethods { key paymentCount paymentAmount }
    topItems { id name quantity salesAmount }
    topCategories { id name quantity salesAmount }
    vat { rate gross vat }
    lastUpdatedAt } }`;
