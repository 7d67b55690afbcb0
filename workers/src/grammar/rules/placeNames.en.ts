// Well-known cities, countries and continents whose English names never take an article.
export const PLACES = [
  'Paris', 'London', 'Berlin', 'Rome', 'Madrid', 'Tokyo', 'Beijing', 'Moscow', 'Vienna', 'Prague', 'Lisbon', 'Dublin', 'Amsterdam', 'Brussels',
  'Athens', 'Istanbul', 'Cairo', 'Delhi', 'Mumbai', 'Sydney', 'Toronto', 'Chicago', 'Boston', 'Seattle', 'Barcelona', 'Milan', 'Venice', 'Florence',
  'France', 'Germany', 'Italy', 'Spain', 'Portugal', 'England', 'Scotland', 'Ireland', 'Wales', 'Japan', 'China', 'India', 'Canada', 'Australia',
  'Brazil', 'Mexico', 'Russia', 'Egypt', 'Greece', 'Turkey', 'Poland', 'Sweden', 'Norway', 'Finland', 'Denmark', 'Austria', 'Switzerland',
  'America', 'Korea', 'Vietnam', 'Thailand', 'Indonesia', 'Argentina', 'Chile', 'Peru', 'Colombia', 'Nigeria', 'Kenya', 'Europe', 'Asia', 'Africa',
];
