// Everyday English words the American Hunspell dictionary lacks: those of the
// internet age (flagging them in an essay about social media is noise, not help) and
// "amongst" and "whilst", current in every variety of English, and the "cappella" of
// "a cappella", for which the star "Capella" was offered, and Latin plurals of academic
// prose ("foci", "syllabi", "memoranda").
export const extraWordsEn: ReadonlySet<string> = new Set([
  'cyber', 'cyberbullying', 'cyberspace', 'webpage', 'webpages', 'ebook', 'ebooks', 'gameplay', 'livestream', 'livestreams',
  'livestreaming', 'smartwatch', 'smartwatches', 'touchscreen', 'touchscreens', 'chatbot', 'chatbots', 'hashtags', 'unfollow',
  'amongst', 'whilst', 'cappella', 'retweet', 'retweets', 'retweeted', 'vlog', 'vlogs', 'vlogger', 'vloggers', 'influencer', 'influencers',
  'foci', 'syllabi', 'memoranda',
]);
