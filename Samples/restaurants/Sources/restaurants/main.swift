// The restaurants sample: restaurants from a bundled JSON file, swapped for
// another branch by a refresh button.
import Foundation
import RestaurantsSample
import SampleSupport

exit(SampleRunner.main(RestaurantsApp.self))
